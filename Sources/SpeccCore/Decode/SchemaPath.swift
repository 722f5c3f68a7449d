/// Where a node sits in a spec, such as `spec.copy[3].text`, for the validator's messages.
///
/// Built for every node but rendered only when a message needs it: extending a path is one small
/// allocation, where building the text for each of a large file's nodes cost a quarter of
/// `specc lint`'s time.
indirect enum SchemaPath: CustomStringConvertible, ExpressibleByStringLiteral, Sendable {
  case root(String)
  case key(SchemaPath, String)
  case index(SchemaPath, Int)

  init(stringLiteral value: String) { self = .root(value) }

  /// The path of the value under `key`.
  func appending(key: String) -> SchemaPath { .key(self, key) }

  /// The path of item `index` of a list.
  func appending(index: Int) -> SchemaPath { .index(self, index) }

  /// `spec.copy[3].text`.
  var description: String {
    var parts: [String] = []
    var current = self
    while true {
      switch current {
      case .root(let name):
        parts.append(name)
        return parts.reversed().joined()
      case .key(let parent, let key):
        parts.append("." + key)
        current = parent
      case .index(let parent, let index):
        parts.append("[\(index)]")
        current = parent
      }
    }
  }
}
