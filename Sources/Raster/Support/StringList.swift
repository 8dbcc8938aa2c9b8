/// `parts` joined by `separator`, appended one by one. The standard library's
/// `joined(separator:)` is not specialized for our modules, and its first call in a process
/// resolves its generic witnesses at run time — about a quarter of a million instructions, more
/// than a `render` spends reading its config — so text on the start-up path is joined here.
package func joinedByAppending(_ parts: [String], separator: String) -> String {
    parts.dropFirst().reduce(into: parts.first ?? "") { $0 += separator + $1 }
}
