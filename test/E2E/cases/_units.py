"""A local module that local_imports.py reaches through _shapes.py."""
import math

TAU = 2.0 * math.pi
PER_TURN = 360


def degrees(radians):
    return radians * PER_TURN / TAU
