import Foundation

let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
PeakMemory.reportIfAsked()
exit(status)
