import Dispatch
import FoundationEssentials
import Glibc

/// `body(0) … body(count − 1)` computed on up to `jobs` threads, returned in index order: each
/// index is computed exactly once, by one thread, so results never depend on the thread count.
/// The first error thrown (by index) is rethrown after every thread has finished.
package func parallelMap<T: Sendable>(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) throws -> T) throws -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    // One worker runs on the caller's thread, without going through Dispatch at all.
    if workers == 1 { return try (0..<count).map(body) }
    let slots = ParallelSlots<T>(count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for i in stride(from: worker, to: count, by: workers) {
            slots.set(i, Result { try body(i) })
        }
    }
    return try slots.results()
}

/// One slot per index, each written by exactly one thread before any is read.
private final class ParallelSlots<T>: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<Result<T, Error>?>

    init(_ count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func set(_ i: Int, _ result: Result<T, Error>) { slots[i] = result }

    func results() throws -> [T] { try slots.map { try $0!.get() } }
}
