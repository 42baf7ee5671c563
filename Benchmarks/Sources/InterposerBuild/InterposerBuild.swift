// This target exists so that building the package builds the malloc interposer's shared library
// (.build/release/libMallocInterposerSwift.so). Nothing links this target.
import MallocInterposerSwift

/// The interposer's Swift façade, named once so the import is used.
typealias InterposerFacade = MallocInterposerSwift
