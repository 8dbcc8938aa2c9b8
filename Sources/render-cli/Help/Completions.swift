/// Shell completions for bash, zsh and fish, made from the same declarations the parser reads:
/// the commands, each command's options (with their aliases), the values of options that take
/// one of a few, and files for paths. `help --completions SHELL` prints one; the packages install
/// all three.
enum Completions {
    enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

    static func script(_ shell: Shell, commands: [CommandSpec]) -> String {
        switch shell {
        case .bash: bash(commands)
        case .zsh: zsh(commands)
        case .fish: fish(commands)
        }
    }

    /// Whether an option's value is a path (files complete there).
    static func takesPath(_ option: OptionSpec) -> Bool {
        switch option.role {
        case .outputFile, .outputFolder: return true
        case .setting: return ["PATH", "FILE", "DIR", "FOLDER", "CONFIG", "MANIFEST", "FILE|COLOR"].contains(option.valueName ?? "")
        }
    }

    /// `'text'` for a shell, any `'` closed and reopened around an escaped one.
    static func quoted(_ text: String) -> String { "'" + text.replacing("'", with: #"'\''"#) + "'" }

    /// An option's first help line, as one short description.
    static func summary(_ option: OptionSpec) -> String {
        String(option.help.split(separator: "\n").first ?? "")
    }

    static func bash(_ commands: [CommandSpec]) -> String {
        var lines = [
            "# bash completion for segment-render (segment-render help --completions bash)",
            "_segment_render() {",
            #"    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}""#,
            "    COMPREPLY=()",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        mapfile -t COMPREPLY < <(compgen -W \(quoted((commands.map(\.name) + ["--help", "--version"]).joined(separator: " "))) -- \"$cur\")",
            "        return",
            "    fi",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for command in commands {
            lines.append("    \(command.name))")
            lines.append("        case \"$prev\" in")
            for option in command.options where option.takesValue {
                let names = ([option.name] + option.aliases).joined(separator: "|")
                if !option.values.isEmpty {
                    lines.append("        \(names)) mapfile -t COMPREPLY < <(compgen -W \(quoted(option.values.joined(separator: " "))) -- \"$cur\"); return ;;")
                } else if takesPath(option) {
                    lines.append("        \(names)) mapfile -t COMPREPLY < <(compgen -f -- \"$cur\"); return ;;")
                } else {
                    lines.append("        \(names)) return ;;")
                }
            }
            lines.append("        esac")
            let words = (command.options.flatMap { [$0.name] + $0.aliases } + ["--help"]).joined(separator: " ")
            lines.append("        if [[ \"$cur\" == -* ]]; then mapfile -t COMPREPLY < <(compgen -W \(quoted(words)) -- \"$cur\"); return; fi")
            lines.append("        ;;")
        }
        lines += [
            "    esac",
            "    mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")",
            "}",
            "complete -o filenames -F _segment_render segment-render",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static func zsh(_ commands: [CommandSpec]) -> String {
        /// Text inside an _arguments description: its brackets and colons would end the field.
        func field(_ text: String) -> String {
            text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]").replacing(":", with: "\\:")
                .replacing("'", with: #"'\''"#)
        }
        var lines = [
            "#compdef segment-render",
            "# zsh completion for segment-render (segment-render help --completions zsh)",
            "_segment-render() {",
            "    local -a commands",
            "    commands=(",
        ]
        lines += commands.map { "        '\($0.name):\(field($0.summary))'" }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe -t commands 'segment-render command' commands",
            "        return",
            "    fi",
            "    case $words[2] in",
        ]
        for command in commands {
            lines.append("    \(command.name))")
            var specs: [String] = []
            for option in command.options {
                let action: String
                if !option.takesValue {
                    action = ""
                } else if !option.values.isEmpty {
                    action = ":\(field(option.valueName ?? "value")):(\(option.values.map(field).joined(separator: " ")))"
                } else if takesPath(option) {
                    action = ":\(field(option.valueName ?? "path")):_files"
                } else {
                    action = ":\(field(option.valueName ?? "value")): "
                }
                for name in [option.name] + option.aliases { specs.append("'\(name)[\(field(summary(option)))]\(action)'") }
            }
            specs.append("'*:file:_files'")
            lines.append("        _arguments -s \\")
            lines += specs.enumerated().map { "            " + $0.element + ($0.offset == specs.count - 1 ? "" : " \\") }
            lines.append("        ;;")
        }
        lines += ["    esac", "}", "_segment-render \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    static func fish(_ commands: [CommandSpec]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var lines = [
            "# fish completion for segment-render (segment-render help --completions fish)",
            "complete -c segment-render -f",
            "complete -c segment-render -n __fish_use_subcommand -l help -d 'Show help'",
            "complete -c segment-render -n __fish_use_subcommand -l version -d 'Show the version'",
        ]
        lines += commands.map { "complete -c segment-render -n __fish_use_subcommand -a \($0.name) -d \(quoted($0.summary))" }
        for command in commands {
            let when = "-n '__fish_seen_subcommand_from \(command.name)'"
            lines.append("complete -c segment-render \(when) -F")
            for option in command.options {
                var line = "complete -c segment-render \(when)"
                for name in [option.name] + option.aliases {
                    line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
                }
                if option.takesValue {
                    if !option.values.isEmpty {
                        line += " -x -a \(quoted(option.values.joined(separator: " ")))"
                    } else if takesPath(option) {
                        line += " -r -F"
                    } else {
                        line += " -x"
                    }
                }
                lines.append(line + " -d \(quoted(summary(option)))")
            }
        }
        _ = names
        return lines.joined(separator: "\n") + "\n"
    }
}
