class Roofer:
    pattern = None

    def __init__(self, courses):
        self.courses = courses

    def lay(self):
        print(f"{self.pattern}: {self.courses} courses laid", flush=True)


def roofer_for(pattern, courses):
    cls = type(f"{pattern.title()}Roofer", (Roofer,), {"pattern": pattern})
    return cls(courses)
