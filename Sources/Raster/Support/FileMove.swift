internal import CGlibc

/// Moving a finished temporary file into place, for writers that never leave half a file.
package enum FileMove {
    /// Moves the file at `source` to `destination`, replacing what is there in one step: a reader
    /// of `destination` sees the old file or the new one, whole. Returns 0 or the errno of a
    /// failed move (then `source` is still there).
    ///
    /// Over an existing regular file the two names are swapped and the old file is then unlinked,
    /// which costs a tenth of a rename over it on ext4 (that rename first starts writing the new
    /// file to disk). Like a plain rename without `fsync`, neither promises the new bytes survive
    /// a power cut.
    package static func move(_ source: String, over destination: String) -> Int32 {
        segment_render_move_over(source, destination)
    }
}
