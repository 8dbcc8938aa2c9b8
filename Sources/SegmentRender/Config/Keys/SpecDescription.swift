/// One kind of object a config (or manifest) holds, as the JSON Schema's `$defs` and the key
/// reference show it: found by walking the declarations from the top-level spec, so adding a key
/// whose value is a new kind of object adds its definition and its reference table by itself.
package struct SpecDescription: Sendable {
    package let name: String
    /// What the reference calls it ("Title attributes").
    package let title: String
    package let schema: @Sendable () -> JSONValue
    /// Its keys for the reference; nil for a value with forms but no keys of its own (a colour).
    package let rows: (@Sendable () -> [ConfigReference.Row])?
    /// The kinds of object its keys hold, with the key holding each.
    package let nested: @Sendable () -> [(key: String, spec: SpecDescription)]

    package init(
        name: String, title: String? = nil, schema: @escaping @Sendable () -> JSONValue, rows: (@Sendable () -> [ConfigReference.Row])? = nil,
        nested: @escaping @Sendable () -> [(key: String, spec: SpecDescription)] = { [] }
    ) {
        self.name = name
        self.title = title ?? name
        self.schema = schema
        self.rows = rows
        self.nested = nested
    }

    /// Every kind of object under this one, each once, in the order first met (breadth first),
    /// with every key path that holds it (`dock.avatarTitleAttributes`).
    package func definitions() -> [(spec: SpecDescription, paths: [String])] {
        var found: [(spec: SpecDescription, paths: [String])] = []
        var index: [String: Int] = [:]
        var queue: [(spec: SpecDescription, prefix: String)] = [(self, "")]
        var visited: Set<String> = []
        while !queue.isEmpty {
            let (current, prefix) = queue.removeFirst()
            for (key, child) in current.nested() {
                let path = prefix.isEmpty ? key : prefix + "." + key
                if let k = index[child.name] {
                    if !found[k].paths.contains(path) { found[k].paths.append(path) }
                } else {
                    index[child.name] = found.count
                    found.append((child, [path]))
                }
                if visited.insert(child.name + "@" + path).inserted, path.split(separator: ".").count < 6 { queue.append((child, path)) }
            }
        }
        return found
    }
}
