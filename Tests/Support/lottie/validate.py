#!/usr/bin/env python3
"""Validates Lottie files against the Lottie Animation Community's schema (lottie-spec 1.0.1,
lottie.schema.json beside this script: see README.md). Usage: validate.py FILE.json...
Prints one line per file, "ok FILE" or "invalid FILE: PATH: MESSAGE" (the first few errors),
and exits 1 when any file is invalid, 2 when one cannot be read."""
import json
import os
import sys

import jsonschema

HERE = os.path.dirname(os.path.abspath(__file__))


def main(paths):
    with open(os.path.join(HERE, "lottie.schema.json")) as f:
        schema = json.load(f)
    validator = jsonschema.Draft202012Validator(schema)
    status = 0
    for path in paths:
        try:
            with open(path) as f:
                document = json.load(f)
        except (OSError, ValueError) as error:
            print(f"unreadable {path}: {error}")
            return 2
        errors = list(validator.iter_errors(document))
        if not errors:
            print(f"ok {path}")
            continue
        status = 1
        for error in errors[:3]:
            where = "/".join(str(p) for p in error.absolute_path)
            print(f"invalid {path}: {where}: {error.message[:300]}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
