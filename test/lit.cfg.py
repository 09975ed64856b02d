# lit configuration: dialect round trips and diagnostics, every pass, and the
# frontend/driver stages (.py files whose CHECK lines sit beside the source).
import os

import lit.formats

config.name = "pyrite"
config.test_format = lit.formats.ShTest(False)
config.suffixes = [".mlir", ".py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.pyrite_obj_root, "test")
config.excludes = ["E2E", "Embed", "Fuzz", "Python", "Random", "Unit", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.environment["FILECHECK_OPTS"] = "--enable-var-scope"
config.environment["PATH"] = os.pathsep.join(
    [config.pyrite_tools_dir, config.llvm_tools_dir, os.environ.get("PATH", "")])
config.substitutions.append(("%python", "python3"))
# C programs linking the runtime need its sanitizers in a --sanitize build.
sanitize = config.pyrite_sanitize.upper() in ("ON", "1", "TRUE", "YES")
config.substitutions.append(("%cc", "cc -fsanitize=address,undefined" if sanitize else "cc"))
config.substitutions.append(("%runtime_lib", os.path.join(config.pyrite_obj_root, "lib", "libpyrite_runtime.a")))
config.substitutions.append(("%cuda_lib", os.path.join(config.pyrite_obj_root, "lib", "libpyrite_cuda.a")))

# The GPU target: its tests need the CUDA toolkit (ptxas, libdevice; no GPU),
# and run the runtime against a fake libcuda.so.1 (test/Backend/GPU/Inputs).
cuda_home = os.environ.get("CUDA_HOME") or "/usr/local/cuda"
if os.access(os.path.join(cuda_home, "bin", "ptxas"), os.X_OK):
    config.available_features.add("cuda-toolkit")
    config.substitutions.append(("%ptxas", os.path.join(cuda_home, "bin", "ptxas")))
config.substitutions.append(("%fake_cuda_dir", os.path.join(config.pyrite_obj_root, "test", "fake-cuda")))
config.substitutions.append(("%pyrite_python", os.path.join(config.pyrite_src_root, "python")))
# Python loading a library with the sanitizers' runtime needs them preloaded:
# tests that do are left to the end-to-end suites in such a build.
if sanitize:
    config.available_features.add("sanitize")
