import Foundation
import Raster

MallocTuning.keepFreedMemory()
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
PeakMemory.reportIfAsked()
exit(status)
