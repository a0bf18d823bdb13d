FINISHERS = {
    "calender": lambda name: name.upper(),
    "size": lambda name: name + "-sized",
}
