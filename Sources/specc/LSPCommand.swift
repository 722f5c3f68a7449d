import ArgumentParser
import Foundation
import SpeccCore

/// `specc lsp`: the language server over standard input and output (JSON-RPC with
/// Content-Length framing). The server itself is `SpeccCore.LanguageServer`; this is its transport.
struct LSPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Run the specc language server (LSP 3.17) over standard input and output.",
    discussion: """
      Editors start it as `specc lsp`; see docs/editors.md. Diagnostics, fixes, hover, completion,
      go to definition, references and the outline of spec files. Each file follows its .specc.yml as
      `specc lint` does (languages, rule severities, include and exclude); other YAML files are left alone.
      """)

  @Flag(help: "Accepted for clients that pass it; standard input and output are the only transport.")
  var stdio = false

  func run() throws {
    let queue = MessageQueue()
    let reader = Thread {
      var framing = LSPFraming()
      while true {
        let data = FileHandle.standardInput.availableData
        if data.isEmpty { break }
        framing.append(data)
        while let frame = framing.next() { queue.push(frame) }
      }
      queue.close()
    }
    reader.stackSize = 1 << 20
    reader.start()

    let server = LanguageServer()
    let output = FileHandle.standardOutput
    func send(_ messages: [JSON]) {
      for message in messages { output.write(Data(LSPFraming.frame(message))) }
    }
    while true {
      let (frames, closed) = queue.takeAll()
      var messages: [JSON] = []
      for frame in frames {
        switch frame {
        case .body(let bytes):
          do {
            messages.append(try JSON.parse(bytes))
          } catch {
            send([LanguageServer.parseError(error.message)])
          }
        case .invalid(let why):
          send([LanguageServer.parseError(why)])
        }
      }
      // A request cancelled before its turn is answered as cancelled, without being worked on.
      let cancelled = Set(messages.filter { $0["method"].string == "$/cancelRequest" }.map { $0["params"]["id"] })
      for message in messages where message["method"].string != "$/cancelRequest" {
        if message["id"] != .null, cancelled.contains(message["id"]), message["method"].string != "shutdown" {
          send([LanguageServer.cancelled(id: message["id"])])
          continue
        }
        send(server.handle(message))
        if let code = server.exitCode { Foundation.exit(code) }
      }
      if queue.isEmpty { send(server.idle()) }
      if closed && queue.isEmpty { Foundation.exit(server.exitCode ?? 1) }
    }
  }
}

/// Frames read by the reader thread, taken by the main loop.
final class MessageQueue: @unchecked Sendable {
  private let condition = NSCondition()
  private var frames: [LSPFraming.Frame] = []
  private var closed = false

  func push(_ frame: LSPFraming.Frame) {
    condition.lock()
    frames.append(frame)
    condition.signal()
    condition.unlock()
  }

  func close() {
    condition.lock()
    closed = true
    condition.signal()
    condition.unlock()
  }

  var isEmpty: Bool {
    condition.lock()
    defer { condition.unlock() }
    return frames.isEmpty
  }

  /// Every waiting frame (waits for one), and whether input has ended.
  func takeAll() -> ([LSPFraming.Frame], Bool) {
    condition.lock()
    defer { condition.unlock() }
    while frames.isEmpty && !closed { condition.wait() }
    let taken = frames
    frames = []
    return (taken, closed)
  }
}
