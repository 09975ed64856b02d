"""Traceback entries for exceptions raised in compiled code.

The runtime records, for a pending exception, the Python function and line
of each compiled frame it left (innermost first). CPython shows those frames
in a traceback: each becomes one real traceback entry, made by raising the
exception from a code object with that file, function name and line, so the
traceback module and linecache print the source line as for CPython.
"""


def _entry(exception, file, function, line):
    code = compile("\n" * (line - 1) + "raise __pyrite_exception__", file, "exec")
    code = code.replace(co_name=function, co_qualname=function)
    exception.__traceback__ = None  # a raise adds to the traceback it has
    try:
        exec(code, {"__pyrite_exception__": exception, "__name__": "__pyrite__"})
    except BaseException as raised:  # noqa: B902 - it is the exception we raised
        return raised.__traceback__.tb_next  # past this function's own entry
    raise AssertionError("unreachable: the code object raises")


def with_source_frames(exception, frames, above=False):
    """Returns `exception` with a traceback entry for each of `frames`
    ((file, function, line), innermost first): below whatever traceback it
    had, or above it (`above`: an exception CPython raised inside compiled
    code, whose own traceback holds the inner frames)."""
    earlier = exception.__traceback__
    inner = None
    for file, function, line in frames:
        if line <= 0:
            continue
        entry = _entry(exception, file, function, line)
        entry.tb_next = inner
        inner = entry
    if above and inner is not None:
        last = inner
        while last.tb_next is not None:
            last = last.tb_next
        last.tb_next = earlier
        return exception.with_traceback(inner)
    exception.__traceback__ = earlier
    if earlier is None:
        return exception.with_traceback(inner)
    last = earlier
    while last.tb_next is not None:
        last = last.tb_next
    last.tb_next = inner
    return exception
