public enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never
}
