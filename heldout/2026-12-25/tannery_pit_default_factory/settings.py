import tomllib

with open("tannery.toml", "rb") as _f:
    SETTINGS = tomllib.load(_f)
