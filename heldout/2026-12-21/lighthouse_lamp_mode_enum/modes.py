import enum


class Mode(enum.Enum):
    CALIBRATE = "calibrate"
    SWEEP = "sweep"

    def run(self, station):
        handler = getattr(station, f"do_{self.value}")
        return handler()

    @classmethod
    def sequence(cls, text):
        return [cls(part.strip()) for part in text.split(",") if part.strip()]
