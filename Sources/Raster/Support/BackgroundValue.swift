internal import CGlibc
import Dispatch
import Glibc

/// A value computed on a thread of its own, started at once; ``value`` waits for it.
///
/// A plain POSIX thread rather than a Dispatch queue: Dispatch's first use in a process takes
/// over a millisecond to start a worker, longer than the work this is for. The thread starts on
/// another CPU than the caller's when there is one: left to itself, a new thread often started on
/// the caller's CPU and ran there to the end, stopping the caller for that long while the other
/// CPU idled.
final class BackgroundValue<T>: @unchecked Sendable {
    private let box = Box()
    private var waited = false

    private final class Box: @unchecked Sendable {
        var result: T?
        let done = DispatchSemaphore(value: 0)
    }

    init(_ work: @escaping @Sendable () -> T) {
        let box = self.box
        let body = Unmanaged.passRetained(
            ThreadBody {
                box.result = work()
                box.done.signal()
            }
        ).toOpaque()
        if segment_render_start_background_thread(ThreadBody.start, body) != 0 {
            // No thread to be had: compute it here instead.
            Unmanaged<ThreadBody>.fromOpaque(body).takeRetainedValue().run()
        }
    }

    /// The value, once `work` has returned. Read it from one thread at a time (its owner's lock).
    var value: T {
        if !waited {
            box.done.wait()
            waited = true
        }
        return box.result!
    }
}

/// What a POSIX thread runs: a Swift closure behind the C entry point `start`.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }

    static let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
        Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
    }
}
