from types import SimpleNamespace

PLANT = SimpleNamespace(
    sensors=4,            # reference probes used for the offset calibration
    calib_samples=32,     # one reading every 2 s for about a minute
    channels=64,
    history=4096,
    window=32,
    lines=4,
    workers=2,
)
