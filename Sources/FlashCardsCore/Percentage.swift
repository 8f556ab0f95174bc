/// A share as a whole percentage, rounded, except that only the whole shows 100%
/// (199 of 200 is 99%): a score of 100% means every card was right.
public func percentage(_ part: Int, of total: Int) -> Int {
  guard total > 0 else { return 0 }
  let rounded = Int((Double(part) * 100 / Double(total)).rounded())
  return part < total ? min(rounded, 99) : rounded
}
