import Foundation

exit(MainActor.assumeIsolated { DemoApp.main(arguments: Array(CommandLine.arguments.dropFirst())) })
