# Found only through -I: imported by kernels.py.
OFFSET = 0.5
