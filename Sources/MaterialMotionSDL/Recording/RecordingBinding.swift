/// One field of a row of the format, bound to where its value lives in the row's input value:
/// the row writes the field from it and reads the field into it, so a row names each field once.
///
/// Holds a key path and a field, both immutable values (hence `@unchecked Sendable`).
struct RecordingBinding<Value>: @unchecked Sendable {
  /// The field's name and rule, for the format's documentation and error messages.
  let info: RecordingFieldInfo
  /// Adds the field, taken from `value`, to a line; returns the format version the line needs
  /// for it (1 for a field every version has).
  let write: (Value, inout RecordingLine) -> Int
  /// Reads the field from a line into `value`.
  let read: (FieldReader, inout Value) throws(RecordingFieldError) -> Void
}

extension RecordingField {
  /// This field, holding the value at `path` of a row's input value.
  ///
  /// When `path` goes through a computed property, give `set`, which sets it directly: setting
  /// a value through such a key path costs about a thousand instructions, more than reading the
  /// field, and a recording can hold a million of them.
  func at<Root>(
    _ path: WritableKeyPath<Root, Value>, set: ((inout Root, Value) -> Void)? = nil
  ) -> RecordingBinding<Root> {
    let read = self.read
    let set = set ?? Self.setter(path)
    return RecordingBinding(
      info: info,
      write: { root, line in
        line.add(self, root[keyPath: path])
        return 1
      },
      read: { reader, root throws(RecordingFieldError) in
        set(&root, try read(reader))
      })
  }

  /// Sets the value at `path`: through its offset when it is a stored property (as most are:
  /// applying a key path costs more than reading the field), else through the key path.
  fileprivate static func setter<Root>(_ path: WritableKeyPath<Root, Value>)
    -> (inout Root, Value) -> Void
  {
    guard let offset = MemoryLayout<Root>.offset(of: path) else {
      return { root, value in root[keyPath: path] = value }
    }
    return { root, value in
      withUnsafeMutableBytes(of: &root) { bytes in
        (bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self).pointee = value
      }
    }
  }
}

extension RecordingField where Value: Equatable {
  /// This field, holding the value at `path` of a row's input value, added to the row by format
  /// version `since`: written only when the value is not `absent` (so a line without it reads
  /// as before, and the recording needs version `since` only when one has it), read as `absent`
  /// when a line has none, and refused in a recording of an earlier version.
  func at<Root>(_ path: WritableKeyPath<Root, Value>, since: Int, absent: Value)
    -> RecordingBinding<Root>
  {
    let field = self
    let set = Self.setter(path)
    return RecordingBinding(
      info: RecordingFieldInfo(
        name: name, rule: rule + "; format version \(since), absent when \(write(absent))",
        since: since),
      write: { root, line in
        let value = root[keyPath: path]
        guard value != absent else { return 1 }
        line.add(field, value)
        return since
      },
      read: { reader, root throws(RecordingFieldError) in
        guard reader.has(field.key) else {
          set(&root, absent)
          return
        }
        guard reader.version >= since else {
          throw RecordingFieldError(
            "field \"\(field.name)\" needs a version \(since) recording; this file says version \(reader.version)"
          )
        }
        set(&root, try field.read(reader))
      })
  }
}
