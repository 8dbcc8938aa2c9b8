import FoundationEssentials
import Glibc
import Raster

MallocTuning.keepFreedMemory()
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
PeakMemory.reportIfAsked()
// Every file is written and closed by now; only C stdio's buffers (print) are left to flush.
// _exit then skips the shared libraries' destructors: nothing of ours depends on them, and
// reaching their code faulted in a page or two of each of 17 libraries, 0.1–0.2 ms of a render.
fflush(nil)
_exit(status)
