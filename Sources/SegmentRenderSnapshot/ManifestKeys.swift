import SegmentRender

/// A manifest's keys as written, declared as config keys are (``ObjectSpec``), so that manifests
/// decode with the same strict parser, key paths and did-you-mean as configs.
struct ManifestKeys {
    struct EntryKeys {
        var config: String?
        var preset: String?
        var name: String?
        /// nil inside: every state; the outer nil: not given (every state too).
        var states: [Int?]?
        var scales: [Double]?
        var tolerance = Tolerance()
        var appearance: [Appearance]?
        var direction: [LayoutDirection]?
        var contentSize: [ContentSizeCategory]?
        var locale: [Pseudolocale]?
        /// A segment held down in every picture of the entry.
        var press: PressConfig?
        /// Drag points, each a picture of its own (the finger that many points from the left edge).
        var drag: [Double]?
        /// What lies behind the control in every picture (an image path relative to the manifest).
        var backdrop: Backdrop?
        var kind: SnapshotManifest.Kind = .image
        /// An animation entry's endpoints (the inner nil: no selection), length, rate and curve.
        var from: Int??
        var to: Int??
        var duration: Double?
        var fps: Int?
        var curve: TimingCurve?
        /// Whether the entry gives a tolerance (a hash store takes none).
        var hasTolerance = false
        /// The audit its pictures must pass; nil: none.
        var audit: AuditPolicy?
    }

    /// The keys only an animation entry takes.
    static let animationKeys = ["from", "to", "duration", "fps", "curve"]

    var goldens = ""
    var entries: [EntryKeys] = []
    var fonts: String?
    var pathTemplate: String?
    var store: SnapshotManifest.Store = .png

    static let spec = ObjectSpec<ManifestKeys>(
        name: "manifest", expectation: "a JSON object ({ … }) at the top level",
        keys: [
            .ignored("$schema", .string, "The schema's URL, for editors; ignored."),
            .required(
                "goldens", { $0.goldens }, { $0.goldens = $1 }, ValueType.string(1...ValueType<String>.maxTextLength),
                "The goldens folder, relative to the manifest."),
            .required(
                "entries", { $0.entries }, { $0.entries = $1 },
                ValueType.list(of: EntryKeys.spec.valueType).checked(.schema(#"{"minItems": 1}"#)) { $0.isEmpty ? "expected a list of at least one entry" : nil },
                "What to render and check."),
            .optional(
                "fonts", { $0.fonts }, { $0.fonts = $1 }, ValueType.string(1...ValueType<String>.maxTextLength),
                "A folder of font files that replaces the system's fonts for every lookup (pinned fonts), relative to the manifest.",
                defaultNote: "the system's fonts"),
            .optional(
                "pathTemplate", { $0.pathTemplate }, { $0.pathTemplate = $1 },
                ValueType.string(1...256).checked(.beyondSchema("its {placeholders}")) { text in
                    do {
                        _ = try GoldenPathTemplate(text)
                        return nil
                    } catch { return "\(error)" }
                }, "Where a golden lives in the goldens folder: {name}, {platform}, {os}, {arch}; \"{platform}/{name}.png\" keeps one baseline per platform.",
                defaultNote: "`\"{name}.png\"`"),
            .field(
                "store", { $0.store }, { $0.store = $1 }, .enumeration,
                "png: a PNG file per golden; hash: one text file of hashes in the goldens folder (golden-hashes.txt), pictures only as artifacts; exact comparison only.",
                defaultNote: "`\"png\"`"),
        ], blank: { ManifestKeys() },
        rules: [
            .schema(
                #"{"if": {"required": ["store"], "properties": {"store": {"const": "hash"}}}, "then": {"properties": {"entries": {"items": {"not": {"required": ["tolerance"]}}}}}}"#
            )
        ],
        check: { keys, _, _ in
            if keys.store == .hash, let i = keys.entries.firstIndex(where: \.hasTolerance) {
                throw ConfigIssue(
                    path: [.key("entries"), .index(i), .key("tolerance")],
                    .rule("a hash store (\"store\": \"hash\") compares exactly: a hash cannot be near another; remove the tolerance or keep PNGs"))
            }
        })
}

extension ManifestKeys.EntryKeys {
    static let spec = ObjectSpec<ManifestKeys.EntryKeys>(
        name: "entry", expectation: "an object with \"config\" or \"preset\"",
        keys: [
            .optional("config", { $0.config }, { $0.config = $1 }, .string.checked(.beyondSchema("the file must exist.")) { _ in nil }, "A config file, relative to the manifest."),
            .optional(
                "preset", { $0.preset }, { $0.preset = $1 },
                .string.checked(.keywords([("enum", .array(Presets.all.map { .string($0.name) }))])) { name in
                    Presets.named(name) == nil ? "there is no preset '\(Quoted.cut(name))'; presets: " + Presets.all.map(\.name).joined(separator: ", ") : nil
                }, "A built-in preset's name."),
            .optional(
                "name", { $0.name }, { $0.name = $1 },
                ValueType.string(1...128).checked(.keywords([("pattern", .string(GoldenName.schemaPattern))])) {
                    GoldenName.problem($0, maxLength: 128)
                },
                "The goldens' name (default: the config's file name without .json, or the preset's name)."),
            .field("states", { $0.states }, { $0.states = $1 }, .states, "\"all\" (none and every segment), or a list of segment indices and \"none\".", defaultNote: "`\"all\"`"),
            .optional(
                "scales", { $0.scales }, { $0.scales = $1 },
                ValueType.list(of: .choice(ControlConfig.densities)).checked(.schema(#"{"minItems": 1, "uniqueItems": true}"#)) {
                    $0.isEmpty ? "expected a list of scales, each 1, 1.5, 2, 2.625, 3, 3.5 or 4" : Set($0).count < $0.count ? "a scale is given twice" : nil
                },
                "Scales to render at.", defaultNote: "the config's scale"),
            .field("tolerance", { $0.tolerance }, { $0.tolerance = $1 }, Tolerance.spec.valueType, "How different a render may be and still match.", defaultNote: "exact"),
            .optional(
                "appearance", { $0.appearance }, { $0.appearance = $1 }, .oneOrMore(.enumeration), "light, dark, or a list: the entry renders in each.", defaultNote: "the config's"
            ),
            .optional("direction", { $0.direction }, { $0.direction = $1 }, .oneOrMore(.enumeration), "ltr, rtl, or a list.", defaultNote: "the config's"),
            .optional(
                "contentSize", { $0.contentSize }, { $0.contentSize = $1 }, .oneOrMore(.enumeration),
                "A Dynamic Type size (XS … AX5), or a list.", defaultNote: "the config's"),
            .optional(
                "locale", { $0.locale }, { $0.locale = $1 }, .oneOrMore(.enumeration),
                "A pseudolocale — en-XA (accented, padded, bracketed titles), ar-XB (mirrored, titles reversed) or none (the config's titles) — or a list.",
                defaultNote: "`\"none\"`"),
            .optional(
                "press", { $0.press }, { $0.press = $1 }, PressConfig.valueType,
                "A segment held down in every picture, as the config's `press` key (give the entry a name of its own).", defaultNote: "the config's"),
            .optional(
                "drag", { $0.drag }, { $0.drag = $1 }, .oneOrMore(.number(.offset)),
                "A finger dragging the selection, points from the control's left edge (0 to its width), as the config's `drag` key; a list makes one picture per point, named `drag140` and so on.",
                defaultNote: "the config's"),
            .optional(
                "backdrop", { $0.backdrop }, { $0.backdrop = $1 }, .backdrop,
                "What lies behind the control in every picture, as the config's `backdrop` key; an image path is relative to the manifest (give the entry a name of its own).",
                defaultNote: "the config's"),
            .field(
                "kind", { $0.kind }, { $0.kind = $1 }, .enumeration,
                "image: goldens are PNGs compared as pixels; layout: goldens are the layout JSON (geometry in points, no rasterization), compared as text; animation: one APNG golden of a selection change (from, to, duration, fps, curve), every frame, delay and the loop count compared; accessibility: the accessibility snapshot (each segment's hit area outlined and numbered, what VoiceOver reads for it) as a PNG compared as pixels; curves: the motion curves JSON of a selection change (as animate --curves writes it), compared as text."
            ),
            .optional("from", { $0.from }, { $0.from = $1 }, .state, "animation: the segment the animation starts on, or \"none\".", defaultNote: "required for an animation"),
            .optional("to", { $0.to }, { $0.to = $1 }, .state, "animation: the segment it ends on, or \"none\".", defaultNote: "required for an animation"),
            .optional(
                "duration", { $0.duration }, { $0.duration = $1 }, .number(.animationDuration),
                "animation: its length in seconds.", defaultNote: "required for an animation"),
            .optional(
                "fps", { $0.fps }, { $0.fps = $1 },
                .integer(AnimationPlan.fpsRange, expectation: "\(AnimationPlan.fpsRange.lowerBound) to \(AnimationPlan.fpsRange.upperBound)"),
                "animation: frames a second.", defaultNote: "60"),
            .optional(
                "curve", { $0.curve }, { $0.curve = $1 }, .timingCurve, "animation: how progress follows time (as `animationCurve`).", defaultNote: "the config's `animationCurve`"),
            .field(
                "audit", { $0.audit }, { $0.audit = $1 }, .auditPolicy,
                "The accessibility audit each variant must pass for the entry to pass (as `segment-render audit`): true (every rule), a list of rule ids, or {\"rules\": [ids], \"waive\": {id: reason}, \"strict\": [ids]}.",
                defaultNote: "no audit"),
        ], blank: { .init() },
        rules: [
            .schema(#"{"oneOf": [{"required": ["config"]}, {"required": ["preset"]}]}"#),
            .schema(
                #"{"if": {"required": ["kind"], "properties": {"kind": {"enum": ["animation", "curves"]}}}, "then": {"required": ["from", "to", "duration"], "not": {"required": ["states"]}}, "else": {"not": {"anyOf": [{"required": ["from"]}, {"required": ["to"]}, {"required": ["duration"]}, {"required": ["fps"]}, {"required": ["curve"]}]}}}"#
            ),
        ],
        check: { entry, present, path in
            entry.hasTolerance = present.contains("tolerance")
            switch (entry.config, entry.preset) {
            case (nil, nil): throw ConfigIssue(path: path, .rule("give \"config\" (a path) or \"preset\" (a name)"))
            case (.some, .some): throw ConfigIssue(path: path, .rule("give \"config\" or \"preset\", not both"))
            default: break
            }
            if entry.kind.isMotion {
                let what = entry.kind == .animation ? "an animation" : "a curves"
                for key in ["from", "to", "duration"] where !present.contains(key) {
                    throw ConfigIssue(path: path, .rule("\(what) entry needs \"\(key)\" (it has from, to and duration; fps and curve are optional)"))
                }
                if present.contains("states") {
                    throw ConfigIssue(path: path + [.key("states")], .rule("\(what) entry runs from \"from\" to \"to\"; \"states\" is for image and layout entries"))
                }
                let plan = AnimationPlan(endpoints: .selection(from: nil, to: nil), duration: entry.duration ?? 1, fps: entry.fps ?? 60, curve: .linear)
                if let problem = plan.limitProblem { throw ConfigIssue(path: path + [.key("duration")], .rule(problem)) }
            } else if let key = ManifestKeys.animationKeys.first(where: present.contains) {
                throw ConfigIssue(path: path + [.key(key)], .rule("\"\(key)\" is for an entry of \"kind\": \"animation\" or \"curves\""))
            }
        })
}

extension Tolerance.Method: ConfigEnum {}

extension Tolerance {
    static let spec = ObjectSpec<Tolerance>(
        name: "tolerance", expectation: "an object",
        keys: [
            .field(
                "method", { $0.method }, { $0.method = $1 }, .enumeration,
                "How two pixels are judged equal: exact (channel by channel), pixelmatch (YIQ distance, anti-aliasing not counted, as Playwright) or deltaE2000 (CIEDE2000); docs/comparison.md.",
                defaultNote: "`\"exact\"`"),
            .field(
                "maxChannelDelta", { $0.maxChannelDelta }, { $0.maxChannelDelta = $1 }, .integer(0...255, expectation: "0 to 255"),
                "exact: a pixel differs when a channel differs by more."),
            .field(
                "threshold", { $0.threshold }, { $0.threshold = $1 }, .number(.unit), "pixelmatch: the threshold, as Playwright's `threshold` (smaller is stricter).",
                defaultNote: "\(ComparisonMethod.playwrightThreshold)"),
            .field(
                "includeAntiAliased", { $0.includeAntiAliased }, { $0.includeAntiAliased = $1 }, .bool, "pixelmatch: count pixels it takes for anti-aliasing too.",
                defaultNote: "false"),
            .field(
                "maxDeltaE", { $0.maxDeltaE }, { $0.maxDeltaE = $1 }, .number(.percent), "deltaE2000: a pixel differs when its ΔE00 is over this.",
                defaultNote: "\(ComparisonMethod.defaultMaxDeltaE)"),
            .optional(
                "maxDiffPixels", { $0.maxDiffPixels }, { $0.maxDiffPixels = $1 }, .integer(0...Int(Int32.max), expectation: "a whole number of 0 or more"),
                "At most this many pixels may differ.", defaultNote: "0"),
            .optional("maxDiffRatio", { $0.maxDiffRatio }, { $0.maxDiffRatio = $1 }, .number(.unit), "Or at most this share of them."),
        ],
        blank: { Tolerance() },
        rules: [
            .schema(#"{"not": {"required": ["maxDiffPixels", "maxDiffRatio"]}}"#),
            .schema(#"{"if": {"required": ["method"], "properties": {"method": {"not": {"const": "exact"}}}}, "then": {"not": {"required": ["maxChannelDelta"]}}}"#),
            .schema(
                #"{"if": {"not": {"required": ["method"], "properties": {"method": {"const": "pixelmatch"}}}}, "then": {"not": {"anyOf": [{"required": ["threshold"]}, {"required": ["includeAntiAliased"]}]}}}"#
            ),
            .schema(#"{"if": {"not": {"required": ["method"], "properties": {"method": {"const": "deltaE2000"}}}}, "then": {"not": {"required": ["maxDeltaE"]}}}"#),
        ],
        check: { tolerance, present, path in
            if present.contains("maxDiffRatio") && present.contains("maxDiffPixels") {
                throw ConfigIssue(path: path, .rule("give maxDiffPixels or maxDiffRatio, not both"))
            }
            for (key, method) in settingOwners.sorted(by: { $0.key < $1.key }) where present.contains(key) && method != tolerance.method {
                throw ConfigIssue(
                    path: path + [.key(key)], .rule("\(key) belongs to \"method\": \"\(method.rawValue)\", not \"\(tolerance.method.rawValue)\""))
            }
        })
}

extension ValueType {
    /// One value, or a non-empty list of them.
    static func oneOrMore<Item>(_ item: ValueType<Item>) -> ValueType where Value == [Item] {
        let list = ValueType<[Item]>.list(of: item).checked(.schema(#"{"minItems": 1, "uniqueItems": true}"#)) { values in
            let written = values.map { item.write($0).rendered() }
            if written.isEmpty { return "expected at least one value" }
            return written.indices.first { written[..<$0].contains(written[$0]) }.map { "\(written[$0]) is given twice" }
        }
        return ValueType(
            expectation: "\(item.expectation), or a list of them", tableName: "\(item.tableName), or a list",
            schema: .object([("oneOf", .array([item.schema, list.schema]))]), nested: item.nested,
            read: { node, path in
                if case .array = node.value { return try list.read(node, path) }
                return [try item.read(node, path)]
            }, write: { list.write($0) })
    }

}

extension ValueType where Value == Int? {
    /// A segment index, or `"none"` (nil).
    static let state = ValueType(
        expectation: "a segment index or \"none\"", tableName: "index or `\"none\"`",
        schema: .object([
            (
                "oneOf",
                .array([
                    .object([("type", .string("integer")), ("minimum", .number(0)), ("maximum", .number(999_999_999))]),
                    .object([("const", .string("none"))]),
                ])
            )
        ]),
        read: { node, path in
            switch node.value {
            case .string("none"): return nil
            case .number(let n) where n == n.rounded() && n >= 0 && n < 1e9: return Int(n)
            default: throw ConfigIssue(path: path, .rule("expected a segment index or \"none\""))
            }
        }, write: { $0.map { .number(Double($0)) } ?? .string("none") })
}

extension ValueType where Value == [Int?]? {
    /// `"all"` (nil), or a non-empty list of segment indices and `"none"`.
    static let states: ValueType = {
        let expectation = "\"all\" or a list of segment indices and \"none\""
        return ValueType(
            expectation: expectation, tableName: "`\"all\"` or list",
            schema: .object([
                (
                    "oneOf",
                    .array([
                        .object([("const", .string("all"))]),
                        .object([
                            ("type", .string("array")), ("minItems", .number(1)), ("uniqueItems", .bool(true)),
                            ("items", ValueType<Int?>.state.schema),
                        ]),
                    ])
                )
            ]),
            read: { node, path in
                switch node.value {
                case .string("all"): return nil
                case .array(let items) where !items.isEmpty:
                    var seen: Set<Int?> = []
                    return try items.enumerated().map { k, item -> Int? in
                        let state = try ValueType<Int?>.state.read(item, path + [.index(k)])
                        guard seen.insert(state).inserted else {
                            throw ConfigIssue(path: path + [.index(k)], .rule("the state \(state.map(String.init) ?? "\"none\"") is given twice"))
                        }
                        return state
                    }
                default: throw ConfigIssue(path: path, .rule("expected \(expectation)"))
                }
            }, write: { $0.flatMap { .array($0.map { $0.map { .number(Double($0)) } ?? .string("none") }) } ?? .string("all") })
    }()
}

extension ValueType where Value == AuditPolicy? {
    /// An entry's `"audit"`: `true` (every rule), `false` (none), a list of rule ids, or an object
    /// with `rules`, `waive` (rule id to reason) and `strict`; read by ``AuditPolicy``, so an unknown
    /// id or a waiver without a reason is refused in its words.
    static let auditPolicy: ValueType = {
        let expectation = #"true, a list of rule ids, or {"rules", "waive", "strict"}"#
        let ids = JSONValue.object([("enum", .array(AuditRule.allCases.map { .string($0.rawValue) }))])
        let idList = JSONValue.object([("type", .string("array")), ("minItems", .number(1)), ("uniqueItems", .bool(true)), ("items", ids)])
        return ValueType(
            expectation: expectation, tableName: "`true`, list or object",
            schema: .object([
                (
                    "oneOf",
                    .array([
                        .object([("type", .string("boolean"))]), idList,
                        .object([
                            ("type", .string("object")), ("additionalProperties", .bool(false)),
                            (
                                "properties",
                                .object([
                                    ("rules", idList), ("strict", idList),
                                    (
                                        "waive",
                                        .object([
                                            ("type", .string("object")), ("propertyNames", ids),
                                            ("additionalProperties", .object([("type", .string("string")), ("pattern", .string(#"\S"#))])),
                                        ])
                                    ),
                                ])
                            ),
                        ]),
                    ])
                )
            ]),
            read: { node, path in
                func ids(_ node: JSONNode, _ path: [PathComponent]) throws -> [String] {
                    guard case .array(let items) = node.value, !items.isEmpty else {
                        throw ConfigIssue(path: path, .expected("a non-empty list of rule ids", found: node.kindDescription))
                    }
                    var seen = Set<String>()
                    return try items.enumerated().map { k, item in
                        let id = try ValueType<String>.string.read(item, path + [.index(k)])
                        do { _ = try AuditPolicy.rule(id) } catch let error as AuditPolicyError { throw ConfigIssue(path: path + [.index(k)], .rule(error.description)) }
                        guard seen.insert(id).inserted else { throw ConfigIssue(path: path + [.index(k)], .rule("the rule '\(id)' is given twice")) }
                        return id
                    }
                }
                switch node.value {
                case .bool(let on): return on ? .all : nil
                case .array: return try AuditPolicy(rules: ids(node, path))
                case .object(let members):
                    var rules: [String]?, strict: [String] = [], waive: [String: String] = [:]
                    for member in members {
                        let at = path + [.key(member.key)]
                        switch member.key {
                        case "rules": rules = try ids(member.node, at)
                        case "strict": strict = try ids(member.node, at)
                        case "waive":
                            guard let reasons = member.node.members else {
                                throw ConfigIssue(path: at, .expected("an object of rule id to reason", found: member.node.kindDescription))
                            }
                            for reason in reasons {
                                let text = try ValueType<String>.string.read(reason.node, at + [.key(reason.key)])
                                do {
                                    _ = try AuditPolicy(rules: nil, waive: [reason.key: text])
                                } catch let error as AuditPolicyError {
                                    throw ConfigIssue(path: at + [.key(reason.key)], .rule(error.description))
                                }
                                waive[reason.key] = text
                            }
                        default:
                            throw ConfigIssue(path: at, .unknownKey(Quoted.cut(member.key), suggestion: closest(to: member.key, in: ["rules", "waive", "strict"])))
                        }
                    }
                    return try AuditPolicy(rules: rules, waive: waive, strict: strict)
                default: throw ConfigIssue(path: path, .expected(expectation, found: node.kindDescription))
                }
            },
            write: { policy in
                guard let policy else { return .bool(false) }
                func list(_ rules: Set<AuditRule>) -> JSONValue { .array(AuditRule.allCases.filter(rules.contains).map { .string($0.rawValue) }) }
                return .object(
                    [("rules", list(policy.rules)), ("strict", list(policy.strict))]
                        + [("waive", .object(policy.waivers.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, .string($0.value)) }))])
            })
    }()
}

extension SnapshotManifest {
    /// The manifest format as a JSON Schema (draft 2020-12), from the same declarations the
    /// decoder reads (`segment-render schema manifest`).
    package static var schema: JSONValue {
        ConfigSchema.document(ManifestKeys.spec, id: "https://segment-render.invalid/manifest.schema.json", title: "segment-render snapshot manifest")
    }
}
