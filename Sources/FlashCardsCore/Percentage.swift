/// A share as a whole percentage, rounded, except that only the whole shows 100%
/// (199 of 200 is 99%): a score of 100% means every card was right.
public func percentage(_ part: Int, of total: Int) -> Int {
  guard total > 0 else { return 0 }
  // Held to 0–100%: counts another program wrote (more right than asked) must not trap.
  let rounded = Int((min(max(Double(part) / Double(total), 0), 1) * 100).rounded())
  return part < total ? min(rounded, 99) : rounded
}
