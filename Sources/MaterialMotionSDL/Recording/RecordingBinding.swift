/// One field of a row of the format, bound to where its value lives in the row's input value:
/// the row writes the field from it and reads the field into it, so a row names each field once.
///
/// Holds a key path and a field, both immutable values (hence `@unchecked Sendable`).
struct RecordingBinding<Value>: @unchecked Sendable {
  /// The field's name and rule, for the format's documentation and error messages.
  let info: RecordingFieldInfo
  /// Adds the field, taken from `value`, to a line.
  let write: (Value, inout RecordingLine) -> Void
  /// Reads the field from a line into `value`.
  let read: (FieldReader, inout Value) throws(RecordingFieldError) -> Void
}

extension RecordingField {
  /// This field, holding the value at `path` of a row's input value.
  func at<Root>(_ path: WritableKeyPath<Root, Value>) -> RecordingBinding<Root> {
    RecordingBinding(
      info: info,
      write: { root, line in line.add(self, root[keyPath: path]) },
      read: { reader, root throws(RecordingFieldError) in
        root[keyPath: path] = try self.read(reader)
      })
  }
}
