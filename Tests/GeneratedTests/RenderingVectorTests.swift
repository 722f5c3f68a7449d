import Foundation
import SpeccGenerated
import SpeccRuntime
import Testing

/// The shared rendering vectors of issue 15 (Tests/Vectors/rendering.json): SpeccRuntime and the
/// generated Swift renderers give exactly the recorded outcomes. `scripts/check-foreign.sh` holds
/// the Kotlin and TypeScript renderers to the same file. `SPECC_RECORD=1` records the outcomes
/// (review the diff: a changed outcome is a behaviour change in every language).
@Suite struct RenderingVectorTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Vectors/rendering.json")

  typealias R = TemplateRendering

  static func load() throws -> [String: Any] {
    let data = try Data(contentsOf: file)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func parts(_ value: Any?) -> [R.Part] {
    (value as? [[String: String]] ?? []).compactMap { part in
      if let text = part["literal"] { return .literal(text) }
      return part["token"].map(R.Part.token)
    }
  }

  static func policy(_ value: Any?) -> R.Policy {
    let object = value as? [String: Any] ?? [:]
    let missing = object["missing"] as? [String: String] ?? [:]
    var rule = R.MissingValue.required
    if missing["kind"] == "placeholder" { rule = .placeholder(missing["text"] ?? "") }
    if missing["kind"] == "skip" { rule = .skip(errorCode: missing["errorCode"] ?? "") }
    return R.Policy(
      escaping: object["escaping"] as? String == "html" ? .html : .none, missing: rule,
      titleLimit: object["titleLimit"] as? Int ?? 50, bodyLimit: object["bodyLimit"] as? Int ?? 200,
      countsUTF16: object["countsUtf16"] as? Bool ?? false)
  }

  static func encode(_ outcome: R.Outcome) -> [String: Any] {
    switch outcome {
    case .rendered(let notification): ["kind": "rendered", "title": notification.title, "body": notification.body]
    case .skipped(let token, let code): ["kind": "skipped", "missingToken": token, "errorCode": code ?? NSNull()]
    }
  }

  /// The outcome of a template vector through the generated Swift renderer.
  static func renderTemplate(_ vector: [String: Any]) -> R.Outcome? {
    let values = vector["values"] as? [String: String] ?? [:]
    switch vector["module"] as? String {
    case "TimeSafari":
      return (vector["template"] as? String).flatMap(TimeSafari.Template.init(rawValue:))?
        .render(values, variant: vector["variant"] as? String)
    default: return nil
    }
  }

  static func outcomes(_ json: [String: Any]) -> (runtime: [[String: Any]], templates: [[String: Any]?]) {
    let vectors = json["vectors"] as? [[String: Any]] ?? []
    let templates = json["templates"] as? [[String: Any]] ?? []
    let runtime = vectors.map { vector in
      encode(
        R.render(
          title: parts(vector["title"]), body: parts(vector["body"]),
          values: vector["values"] as? [String: String] ?? [:], policy: policy(vector["policy"])))
    }
    return (runtime, templates.map { renderTemplate($0).map(encode) })
  }

  @Test func everyVectorHasItsRecordedOutcome() throws {
    var json = try Self.load()
    let (runtime, templates) = Self.outcomes(json)
    var vectors = json["vectors"] as? [[String: Any]] ?? []
    var templateVectors = json["templates"] as? [[String: Any]] ?? []
    #expect(vectors.count >= 20 && templateVectors.count >= 3, "the vector file lost its vectors")
    if ProcessInfo.processInfo.environment["SPECC_RECORD"] != nil {
      for index in vectors.indices { vectors[index]["expect"] = runtime[index] }
      for index in templateVectors.indices { templateVectors[index]["expect"] = templates[index] ?? NSNull() }
      json["vectors"] = vectors
      json["templates"] = templateVectors
      let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
      try (String(decoding: data, as: UTF8.self) + "\n").write(to: Self.file, atomically: true, encoding: .utf8)
      return
    }
    for (vector, outcome) in zip(vectors, runtime) {
      let expected = try #require(vector["expect"] as? [String: Any], "\(vector["name"] ?? "?") has no expect")
      #expect(NSDictionary(dictionary: expected) == NSDictionary(dictionary: outcome), "\(vector["name"] ?? "?")")
    }
    for (vector, outcome) in zip(templateVectors, templates) {
      let expected = try #require(vector["expect"] as? [String: Any], "\(vector["name"] ?? "?") has no expect")
      let rendered = try #require(outcome, "\(vector["name"] ?? "?"): no generated template")
      #expect(NSDictionary(dictionary: expected) == NSDictionary(dictionary: rendered), "\(vector["name"] ?? "?")")
    }
  }

  /// The vectors can fail: a changed outcome is told apart from the recorded one.
  @Test func aChangedOutcomeIsNoticed() throws {
    let json = try Self.load()
    let vectors = try #require(json["vectors"] as? [[String: Any]])
    let expected = try #require(vectors.first?["expect"] as? [String: Any])
    var changed = expected
    changed["title"] = "\(expected["title"] ?? "")x"
    #expect(NSDictionary(dictionary: expected) != NSDictionary(dictionary: changed))
  }
}
