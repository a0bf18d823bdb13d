CONVERT = {
    "ft": lambda v: v * 0.3048,
    "kt": lambda v: v * 0.514444,
    "degC": lambda v: v,
}
