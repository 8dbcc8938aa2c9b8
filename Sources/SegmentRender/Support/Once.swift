import FoundationEssentials
import Glibc

/// A value computed once, on first use, from any thread; an error is remembered too.
package final class Once<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var result: Result<Value, any Error>?
    private let make: @Sendable () throws -> Value

    package init(_ make: @escaping @Sendable () throws -> Value) { self.make = make }

    package func value() throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let result { return try result.get() }
        let made = Result { try make() }
        result = made
        return try made.get()
    }
}

/// A value computed once, on first use, from any thread, by a maker that cannot fail: a
/// ``Kept`` whose maker is given when it is made.
package final class Memo<Value: Sendable>: Sendable {
    private let kept = Kept<Value>()
    private let make: @Sendable () -> Value

    package init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    /// The value, made by the first caller while the others wait.
    package var made: Value { kept.value(make) }
}

/// A value kept once made, by the first caller to ask, from a maker that caller gives: for values
/// made from their owner, which a maker given when the owner is made cannot capture. The maker must
/// not ask the same `Kept` again.
package final class Kept<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?

    package init() {}

    /// The value, made by the first caller while the others wait.
    package func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
