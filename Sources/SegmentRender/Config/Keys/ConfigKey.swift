/// One key of a config object, declared once: its name, where it lands in the model, its value
/// type (with its allowed range) and a one-line description. Decoding, encoding (`preset`), the
/// JSON Schema, `help config` and the README's key table all read these declarations.
///
/// A key's default is the value the model's own initialiser gives it (``ObjectSpec/blank``), so
/// it is written once; a key whose default depends on keys read before it (a style's colours)
/// says so with `contextDefault`.
package struct ConfigKey<Model>: Sendable {
    package let name: String
    /// The value type as the key table writes it.
    package var type: String { makeType() }
    /// The value's JSON Schema, without description or default.
    package var schema: JSONValue { makeSchema() }
    // Made when help, the schema or the reference asks (see ``ValueType``), never while decoding.
    private let makeType: @Sendable () -> String
    private let makeSchema: @Sendable () -> JSONValue
    package let summary: String
    /// The default as the reference prints it when it is not simply the encoded blank value.
    package var defaultNote: String? { makeDefaultNote() }
    private let makeDefaultNote: @Sendable () -> String?
    let isRequired: Bool
    /// Reads the key into the model from its value, `nil` when the key is absent (to apply a
    /// context default); the path is the object's, so an absent key costs no path of its own.
    let read: @Sendable (inout Model, JSONNode?, [PathComponent]) throws -> Void
    /// The key's value in `model`, or nil to leave it out of the output.
    let write: @Sendable (Model) -> JSONValue?
    /// The default as JSON, from the blank model.
    let defaultValue: @Sendable (Model) -> JSONValue?
    /// The kinds of object the key's value holds (``ValueType/nested``).
    let nested: @Sendable () -> [SpecDescription]
    /// Where the key applies (one style, vertical controls, the jx layout); nil: everywhere. Set
    /// elsewhere it is an error, and `preset` leaves it out.
    package let scope: KeyScope<Model>?

    init(
        name: String, type: @autoclosure @escaping @Sendable () -> String, schema: @autoclosure @escaping @Sendable () -> JSONValue,
        summary: String, defaultNote: @autoclosure @escaping @Sendable () -> String?, isRequired: Bool,
        read: @escaping @Sendable (inout Model, JSONNode?, [PathComponent]) throws -> Void,
        write: @escaping @Sendable (Model) -> JSONValue?, defaultValue: @escaping @Sendable (Model) -> JSONValue?,
        nested: @escaping @Sendable () -> [SpecDescription], scope: KeyScope<Model>? = nil
    ) {
        self.name = name
        self.scope = scope
        makeType = type
        makeSchema = schema
        self.summary = summary
        makeDefaultNote = defaultNote
        self.isRequired = isRequired
        self.read = read
        self.write = write
        self.defaultValue = defaultValue
        self.nested = nested
    }

    /// A key stored where `get` reads and `set` writes. Absent, it keeps the blank model's value,
    /// or takes `contextDefault`'s when that gives one. `appliesTo`: where the key means something
    /// (``KeyScope``).
    ///
    /// A pair of closures rather than a key path: a key path literal is instantiated at run time
    /// from mangled type names, about 40k instructions for each key a config has, the first time —
    /// more than reading the key's value costs.
    package static func field<T>(
        _ name: String, _ get: @escaping @Sendable (Model) -> T, _ set: @escaping @Sendable (inout Model, T) -> Void, _ type: ValueType<T>, _ summary: String,
        contextDefault: (@Sendable (Model) -> T?)? = nil, defaultNote: @autoclosure @escaping @Sendable () -> String? = nil,
        appliesTo scope: KeyScope<Model>? = nil
    ) -> ConfigKey {
        ConfigKey(
            name: name, type: type.tableName, schema: type.schema, summary: summary, defaultNote: defaultNote(), isRequired: false,
            read: { model, node, path in
                if let node {
                    set(&model, try type.read(node, path + [.key(name)]))
                } else if let value = contextDefault?(model) {
                    set(&model, value)
                }
            },
            write: { model in
                scope?.applies(model) == false ? nil : type.write(get(model))
            }, defaultValue: { type.write(get($0)) }, nested: type.nested, scope: scope)
    }

    /// A key that may be left unset (nil in the model, left out of the output); `null` is not a value.
    package static func optional<T>(
        _ name: String, _ get: @escaping @Sendable (Model) -> T?, _ set: @escaping @Sendable (inout Model, T?) -> Void, _ type: ValueType<T>, _ summary: String,
        defaultNote: @autoclosure @escaping @Sendable () -> String? = nil, appliesTo scope: KeyScope<Model>? = nil
    ) -> ConfigKey {
        ConfigKey(
            name: name, type: type.tableName, schema: type.schema, summary: summary, defaultNote: defaultNote() ?? "none",
            isRequired: false,
            read: { model, node, path in
                if let node { set(&model, try type.read(node, path + [.key(name)])) }
            }, write: { model in scope?.applies(model) == false ? nil : get(model).map(type.write) }, defaultValue: { _ in nil }, nested: type.nested,
            scope: scope)
    }

    /// A key that must be present.
    package static func required<T>(
        _ name: String, _ get: @escaping @Sendable (Model) -> T, _ set: @escaping @Sendable (inout Model, T) -> Void, _ type: ValueType<T>, _ summary: String
    )
        -> ConfigKey
    {
        ConfigKey(
            name: name, type: type.tableName, schema: type.schema, summary: summary, defaultNote: "required", isRequired: true,
            read: { model, node, path in
                guard let node else { throw ConfigIssue(path: path, .missingKey(name, expected: type.expectation)) }
                set(&model, try type.read(node, path + [.key(name)]))
            }, write: { type.write(get($0)) }, defaultValue: { _ in nil }, nested: type.nested)
    }

    /// A key that is accepted and ignored (`$schema`, for editors).
    package static func ignored(_ name: String, _ type: ValueType<String>, _ summary: String) -> ConfigKey {
        ConfigKey(
            name: name, type: type.tableName, schema: type.schema, summary: summary, defaultNote: "none", isRequired: false,
            read: { _, node, path in if let node { _ = try type.read(node, path + [.key(name)]) } },
            write: { _ in nil }, defaultValue: { _ in nil }, nested: type.nested)
    }
}

/// The keys of one kind of config object, and how to make and check its model. Reading rejects
/// keys it does not declare (with a did-you-mean), reads the declared ones in declaration order (so
/// a context default can depend on keys before it), then runs `check` for rules across keys.
package struct ObjectSpec<Model>: Sendable {
    /// The name of the object's definition in the JSON Schema (`$defs`).
    package let name: String
    /// What the key reference calls such objects ("Title attributes").
    let title: String
    package let keys: [ConfigKey<Model>]
    /// The model every key's default comes from.
    let blank: @Sendable () -> Model
    /// Rules across keys; `present` tells which keys the object had.
    let check: @Sendable (inout Model, _ present: Set<String>, [PathComponent]) throws -> Void
    /// What an error says such an object is.
    let expectation: String
    /// `check`'s rules as the JSON Schema states them (`allOf` entries, JSON texts), and those it
    /// cannot state (each becomes a `$comment`), so schema and decoder agree.
    let rules: [SchemaRule]

    package init(
        name: String, title: String? = nil, expectation: String, keys: [ConfigKey<Model>], blank: @escaping @Sendable () -> Model,
        rules: [SchemaRule] = [],
        check: @escaping @Sendable (inout Model, Set<String>, [PathComponent]) throws -> Void = { _, _, _ in }
    ) {
        self.name = name
        self.title = title ?? name
        self.expectation = expectation
        self.keys = keys
        self.blank = blank
        self.rules = rules
        self.check = check
    }

    package var keyNames: [String] { keys.map(\.name) }

    package func read(_ node: JSONNode, path: [PathComponent]) throws -> Model {
        guard let members = node.members else {
            throw ConfigIssue(path: path, .expected(expectation, found: node.kindDescription))
        }
        for member in members where !keys.contains(where: { $0.name.utf8.count == member.key.utf8.count && $0.name == member.key }) {
            throw ConfigIssue(
                path: path + [.key(member.key)],
                .unknownKey(Quoted.cut(member.key), suggestion: closest(to: member.key, in: keyNames)))
        }
        var model = blank()
        for k in keys.indices {  // by index: a `for key in keys` copied every key's closures
            try keys[k].read(&model, node[keys[k].name], path)
        }
        // A key of another style (or orientation, or layout) would be silently ignored.
        for k in keys.indices {
            guard let scope = keys[k].scope, node[keys[k].name] != nil, !scope.applies(model) else { continue }
            throw ConfigIssue(path: path + [.key(keys[k].name)], .rule("applies to \(scope.name) only; \(scope.actual(model))"))
        }
        try check(&model, Set(members.map(\.key)), path)
        return model
    }

    package func write(_ model: Model) -> JSONValue {
        .object(keys.compactMap { key in key.write(model).map { (key.name, $0) } })
    }

    /// Every key with its default, as the JSON Schema's `properties`.
    package var schema: JSONValue {
        let defaults = blank()
        var pairs: [(String, JSONValue)] = [("type", .string("object"))]
        pairs.append(
            (
                "properties",
                .object(
                    keys.map { key in
                        var body: [(String, JSONValue)] = []
                        if case let .object(schemaPairs) = key.schema { body = schemaPairs }
                        var summary = key.summary
                        if let note = key.defaultNote, !["required", "none"].contains(note) {
                            summary += " Default: " + note.replacing("`", with: "") + "."
                        }
                        body.append(("description", .string(summary)))
                        if let value = key.defaultValue(defaults) { body.append(("default", value)) }
                        return (key.name, .object(body))
                    })
            ))
        let required = keys.filter(\.isRequired).map(\.name)
        if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
        pairs.append(("additionalProperties", .bool(false)))
        var all: [JSONValue] = keys.compactMap { key in
            key.scope.map { .object([("if", .object([("required", .array([.string(key.name)]))])), ("then", $0.schema)]) }
        }
        var comments: [String] = []
        for rule in rules {
            if let keywords = rule.keywordPairs {
                all.append(.object(keywords))
            } else if case .beyondSchema(let reason) = rule {
                comments.append(ConfigSchema.decoderOnlyPrefix + reason)
            }
        }
        if !all.isEmpty { pairs.append(("allOf", .array(all))) }
        if !comments.isEmpty { pairs.append(("$comment", .string(comments.joined(separator: " ")))) }
        return .object(pairs)
    }

    /// The object as a value type, for a key whose value is such an object.
    package var valueType: ValueType<Model> { Self.valueType { self } }

    /// The kind of object `spec` makes, as a value type that builds the kind's keys only when a
    /// value is read or written or the type is described. A config without such a key never builds
    /// its kind's table: the tables of indicators, badges, the Dock, presses, colour roles and
    /// background images were about 40 % of the instructions the top-level table took to build.
    package static func valueType(_ spec: @escaping @Sendable () -> ObjectSpec<Model>) -> ValueType<Model> {
        ValueType(
            expectation: spec().expectation, tableName: "`\(spec().name)` object",
            schema: .object([("$ref", .string("#/$defs/\(spec().name)"))]), nested: { [spec().description] },
            read: { node, path in try spec().read(node, path: path) }, write: { spec().write($0) })
    }

    /// This kind of object as the schema and the reference walk it.
    package var description: SpecDescription {
        SpecDescription(
            name: name, title: title, schema: { schema }, rows: { ConfigReference.rows(self) },
            nested: { keys.flatMap { key in key.nested().map { (key: key.name, spec: $0) } } })
    }
}

/// Where a key means something: a style, vertical controls, the jx layout. Declared with the key,
/// it feeds decoding (a key set where it does not apply is an error), `preset` (which leaves it
/// out), the JSON Schema and the reference.
package struct KeyScope<Model>: Sendable {
    /// As messages say it: "style material3", "vertical controls".
    package let name: String
    let applies: @Sendable (Model) -> Bool
    /// What the config has instead: "this config's style is hm".
    let actual: @Sendable (Model) -> String
    /// What the JSON Schema requires of an object that sets the key.
    let schema: JSONValue
    /// The styles (`style` values) it can apply under.
    package let styles: [String]
}
