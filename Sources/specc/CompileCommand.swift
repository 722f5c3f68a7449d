import ArgumentParser

struct CompileCommand: ParsableCommand { static let configuration = CommandConfiguration(commandName: "compile") }
