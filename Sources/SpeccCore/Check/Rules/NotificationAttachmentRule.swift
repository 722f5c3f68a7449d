/// An attachment is a file iOS accepts: an image, audio or video of a listed type, no larger
/// than its kind allows (issue 29).
struct NotificationAttachmentRule: Rule {
  static let description = RuleDescription(
    id: "notification_attachment", title: "Attachments iOS accepts",
    summary:
      "A template's attachment is a file name with the extension of an image (jpg, jpeg, gif, png), audio (aif, aiff, wav, mp3, m4a) or video (mpg, mpeg, mp2, mp4, m4v, avi); when the file exists beside the spec, it is at most 10 MB (image), 5 MB (audio) or 50 MB (video).",
    rationale: ContentFacts.attachmentSource
      + " A rejected attachment makes adding the whole request fail, so the notification is never scheduled.",
    triggering: [
      LoadingRules.header
        + "templates:\n  - id: poster\n    title: Poster\n    body: New\n    attachments: [↓poster.webp, ↓clip, ↓notes.pdf]\n"
    ],
    nonTriggering: [
      LoadingRules.header
        + "templates:\n  - id: poster\n    title: Poster\n    body: New\n    attachments: [poster.png, chime.m4a, clip.mp4]\n"
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for template in spec.templates {
      for attachment in template.content.attachments {
        let name = attachment.value
        let what = "attachment '\(name)' of template '\(template.id.value)'"
        let ext = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last.map {
          $0.lowercased()
        }
        guard let ext, let kind = ContentFacts.attachmentKinds[ext] else {
          let types = ContentFacts.attachmentKinds.keys.sorted().joined(separator: ", ")
          sink.error(
            id,
            "\(what) is not a type iOS attaches (\(types)): adding the request fails",
            at: attachment.mark)
          continue
        }
        guard let limit = ContentFacts.attachmentMaxBytes[kind],
          let size = AssetFiles.size(at: AssetFiles.path(of: name, besideSpecAt: spec.path)), size > limit
        else { continue }
        sink.error(
          id,
          "\(what) is \(size) bytes, over iOS's \(limit / 1_000_000) MB for \(kind.rawValue) attachments: adding the request fails",
          at: attachment.mark)
      }
    }
  }
}
