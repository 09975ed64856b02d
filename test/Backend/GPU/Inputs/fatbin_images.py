"""Lists the images of the fatbin embedded in an object file: one line per
image, "elf sm_80" or "ptx sm_90" (the fatbin's own headers: magic
0xBA55ED50, then entries of kind 1 PTX / 2 ELF, their architecture at byte 28)."""
import struct
import sys

data = open(sys.argv[1], "rb").read()
start = data.find(struct.pack("<I", 0xBA55ED50))
_, _, header, size = struct.unpack_from("<IHHQ", data, start)
at = start + header
while at < start + header + size:
    kind, _, entry_header, entry_size = struct.unpack_from("<HHIQ", data, at)
    arch = struct.unpack_from("<I", data, at + 28)[0]
    print({1: "ptx", 2: "elf"}.get(kind, f"kind {kind}"), f"sm_{arch}")
    at += entry_header + entry_size
