@_exported import RippleTrace
