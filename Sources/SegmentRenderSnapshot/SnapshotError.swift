import SegmentRender

/// What stops a snapshot run, a merge or a cache: the one error type of golden testing (a config
/// or manifest's own mistakes are ``ConfigError``s, a record mode's ``RecordModeError``s). Each
/// case carries what it found; `description` is the message a user reads. Strings quoted from
/// the input are stored already cut to a readable length.
package enum SnapshotError: Error, CustomStringConvertible, Equatable {
    /// The cache folder cannot be created.
    case cacheFolder(path: String, reason: String)
    /// The renderer's own executable, which the cache keys on, cannot be read.
    case cacheKey(reason: String)
    /// An `environment.json` beside the goldens that is not a JSON object of strings.
    case notAnEnvironmentRecord(path: String)
    /// A golden's `.elements.json` sidecar that cannot be read as one (`reason` says so in a clause).
    case badSidecar(path: String, reason: String)
    /// A hash store (`golden-hashes.txt`) with a line that is not an entry (line 0: the file itself).
    case badHashStore(path: String, line: Int, reason: String)
    /// A path template with a `{` and no `}`.
    case templateUnclosed(String)
    /// A path template with a token it does not know.
    case templateUnknownToken(String, token: String, tokens: [String])
    /// A path template without `{name}`, or not ending in `.png`.
    case templateShape(String)
    /// A path template that leaves the goldens folder.
    case templateEscapes(String)
    /// A shard that is not `I/N` with 1 ≤ I ≤ N ≤ `maximum`.
    case badShard(String, maximum: Int)
    /// A merge given no results files.
    case mergeNeedsResults
    /// A results file whose own shard field is not a shard.
    indirect case resultsShard(path: String, SnapshotError)
    /// A results file out of another count of shards than the others.
    case shardCount(path: String, shard: String, count: Int)
    /// Two results files for one shard.
    case duplicateShard(path: String, other: String, shard: String)
    /// Results files from different manifests.
    case differentManifests(path: String, manifest: String, firstPath: String, firstManifest: String)
    /// A shard with no results file.
    case missingShard(index: Int, count: Int)
    /// An entry name a run would never write.
    case badEntryName(at: String, problem: String)
    /// An entry two shards both report.
    case entryClaimedTwice(name: String, first: String, second: String)
    /// A results field naming a file a run does not write for that entry.
    case notAnArtifact(at: String, field: String, given: String, entry: String, expected: [String], folder: String)
    /// An artifact that is not a regular file.
    case artifactNotAFile(field: String, path: String)
    /// An artifact that cannot be read.
    case artifactUnreadable(field: String, path: String, reason: String)
    /// An artifact whose content is not what its name says (a PNG, JSON, UTF-8 text).
    case artifactContent(field: String, path: String)
    /// A results file that is missing or cannot be read.
    case resultsUnreadable(path: String, missing: Bool, reason: String)
    /// A file that is not a snapshot results file.
    case notResults(path: String, reason: String)
    /// The artifacts folder cannot be created.
    case artifactsFolder(path: String, reason: String)
    /// The artifacts folder cannot be written.
    case artifactsNotWritable(path: String, probe: String)
    /// A golden or artifact that could not be written.
    case write(path: String, reason: String)
    /// A manifest state past a control's last segment.
    case stateOutOfRange(manifest: String, entry: Int, index: Int, state: Int, name: String, segments: Int)
    /// An entry's `press` past the control's last segment.
    case pressOutOfRange(manifest: String, entry: Int, segment: Int, name: String, segments: Int)
    /// An entry's `drag` past the control's right edge.
    case dragOutsideControl(manifest: String, entry: Int, index: Int?, drag: Double, name: String, width: Double)
    /// An entry's scale its config's style does not draw at (an Android density on an iOS look).
    case scaleNotForStyle(manifest: String, entry: Int, index: Int, problem: String)
    /// An animation entry's `from` or `to` past the control's last segment.
    case motionStateOutOfRange(manifest: String, entry: Int, key: String, state: Int, name: String, segments: Int)
    /// An animation entry whose frames hold more pixels than a check may.
    case animationTooLarge(manifest: String, entry: Int, frames: Int, pixels: Int, maximum: Int)
    /// A motion entry whose frames would cost more to draw and encode than an animation may
    /// (``AnimationCost``).
    case animationTooCostly(manifest: String, entry: Int, name: String, problem: String)
    /// A manifest that expands past the cap on goldens.
    case tooManyGoldens(manifest: String, maximum: Int, entry: Int, expanded: Int)
    /// An entry whose audit would measure more titles moved by the scroll than an audit may.
    case auditTooLarge(manifest: String, entry: Int, reason: String)
    /// A claims file (`SEGMENT_RENDER_CLAIMS`) that is missing or cannot be read.
    case claimsUnreadable(path: String, reason: String)
    /// A line of a claims file that is not a claim.
    case badClaim(path: String, line: Int)
    /// A goldens folder with more files than a stale-golden scan looks at.
    case tooManyFiles(folder: String, maximum: Int)
    /// Two expanded goldens with one name (`other` is the entry that had it first).
    case duplicateGolden(manifest: String, entry: Int, name: String, other: Int)

    package var description: String {
        switch self {
        case .cacheFolder(let path, let reason): "the cache folder '\(path)' cannot be created: \(reason)"
        case .cacheKey(let reason): "the cache needs the renderer's own executable (/proc/self/exe) to key on: \(reason)"
        case .notAnEnvironmentRecord(let path): "\(path) is not an environment record (a JSON object of strings)"
        case let .badSidecar(path, reason): "\(path): \(reason)"
        case let .badHashStore(path, line, reason):
            line > 0
                ? "\(path): line \(line): \(reason); the store is left as it is (fix or delete the line, then record again)"
                : "\(path) cannot be read as a hash store: \(reason); the store is left as it is"
        case .templateUnclosed(let template): "the path template '\(template)' has a '{' without a '}'"
        case .templateUnknownToken(let template, let token, let tokens):
            "the path template '\(template)' has an unknown token {\(token)}; tokens: " + tokens.map { "{\($0)}" }.joined(separator: ", ")
        case .templateShape(let template): "the path template '\(template)' must contain {name} and end in .png"
        case .templateEscapes(let template): "the path template '\(template)' must stay inside the goldens folder (no leading '/' or '..')"
        case .badShard(let text, let maximum): "expected a shard I/N with 1 ≤ I ≤ N ≤ \(maximum) (for example 2/4), got '\(text)'"
        case .mergeNeedsResults: "snapshot merge needs the results files of every shard"
        case .resultsShard(let path, let error): "\(path): shard: \(error.description)"
        case .shardCount(let path, let shard, let count): "\(path) is shard \(shard) but other results are out of \(count) shards"
        case .duplicateShard(let path, let other, let shard): "\(path) and \(other) are both shard \(shard)"
        case .differentManifests(let path, let manifest, let firstPath, let firstManifest):
            "\(path) comes from the manifest \(manifest), \(firstPath) from \(firstManifest)"
        case .missingShard(let index, let count): "the results of shard \(index)/\(count) are missing (give every shard's --results file)"
        case .badEntryName(let at, let problem): "\(at).name: \(problem)"
        case .entryClaimedTwice(let name, let first, let second): "the entry '\(name)' is claimed by shard \(first) and shard \(second)"
        case .notAnArtifact(let at, let field, let given, let entry, let expected, let folder):
            "\(at).\(field): '\(given)' is not an artifact a run writes for '\(entry)' "
                + "(\(expected.map { "\(entry).\($0)" }.joined(separator: " or ")) in \(folder))"
        case .artifactNotAFile(let field, let path): "\(field): '\(path)' is not a regular file"
        case .artifactUnreadable(let field, let path, let reason): "\(field): '\(path)' cannot be read (\(reason))"
        case .artifactContent(let field, let path):
            "\(field): '\(path)' is not \(path.hasSuffix(".png") ? "a readable PNG" : path.hasSuffix(".json") ? "JSON" : "UTF-8 text")"
        case .resultsUnreadable(let path, let missing, let reason):
            "the results file \(path) " + (missing ? "is missing" : "cannot be read (\(reason))")
        case .notResults(let path, let reason): "\(path) is not a snapshot results file: \(reason)"
        case .artifactsFolder(let path, let reason): "the artifacts folder '\(path)' cannot be created: \(reason)"
        case .artifactsNotWritable(let path, let probe): "the artifacts folder '\(path)' cannot be written ('\(probe)' is not a writable folder)"
        case .write(let path, let reason): "cannot write '\(path)': \(reason)"
        case .stateOutOfRange(let manifest, let entry, let index, let state, let name, let segments):
            "\(manifest): entries[\(entry)].states[\(index)]: state \(state) is out of range "
                + "(\(name) has \(segments) segment\(segments == 1 ? "" : "s"): "
                + (segments == 0 ? "it has no segments: use \"none\"" : "0 to \(segments - 1), or \"none\"") + ")"
        case .pressOutOfRange(let manifest, let entry, let segment, let name, let segments):
            "\(manifest): entries[\(entry)].press.segment: segment \(segment) is out of range (\(name) has \(segments) segment\(segments == 1 ? "" : "s"))"
        case .dragOutsideControl(let manifest, let entry, let index, let drag, let name, let width):
            "\(manifest): entries[\(entry)].drag\(index.map { "[\($0)]" } ?? ""): drag \(ControlConfig.scaleName(drag)) is outside the control (\(name) is \(ControlConfig.scaleName(width)) points wide: 0 to \(ControlConfig.scaleName(width)))"
        case .scaleNotForStyle(let manifest, let entry, let index, let problem):
            "\(manifest): entries[\(entry)].scales[\(index)]: \(problem)"
        case .motionStateOutOfRange(let manifest, let entry, let key, let state, let name, let segments):
            "\(manifest): entries[\(entry)].\(key): state \(state) is out of range "
                + "(\(name) has \(segments) segment\(segments == 1 ? "" : "s"): "
                + (segments == 0 ? "it has no segments: use \"none\"" : "0 to \(segments - 1), or \"none\"") + ")"
        case .animationTooLarge(let manifest, let entry, let frames, let pixels, let maximum):
            "\(manifest): entries[\(entry)]: \(frames) frames of \(pixels) pixels is over the limit of \(maximum) pixels across an animation's frames; shorten its duration or fps"
        case .animationTooCostly(let manifest, let entry, let name, let problem):
            "\(manifest): entries[\(entry)] (\(name)): the animation is too large to make: \(problem); shorten its duration or fps, or draw it at a smaller scale"
        case .auditTooLarge(let manifest, let entry, let reason): "\(manifest): entries[\(entry)].audit: \(reason)"
        case .tooManyGoldens(let manifest, let maximum, let entry, let expanded):
            "\(manifest): the manifest expands to more than \(maximum) goldens (entries[\(entry)] alone to \(expanded)); narrow its states, scales or axes"
        case .claimsUnreadable(let path, let reason): "the claims file \(path) cannot be read (\(reason))"
        case .badClaim(let path, let line): "\(path): line \(line) is not a claim (a JSON object with goldens, template, name and suffix)"
        case .tooManyFiles(let folder, let maximum): "the goldens folder '\(folder)' holds more than \(maximum) files; stale goldens are not looked for"
        case .duplicateGolden(let manifest, let entry, let name, let other):
            "\(manifest): entries[\(entry)]: the golden '\(name)' is also "
                + (other == entry ? "another of its own variants (a state or scale given twice)" : "entries[\(other)]'s")
                + "; give one of them a \"name\""
        }
    }
}
