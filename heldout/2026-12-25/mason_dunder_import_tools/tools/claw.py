def shape(section):
    return int(section["passes"]) * 2
