ALBUMS = [
    {"title": "Live at the Crypt (EP)", "tracks": 2, "minutes_per_track": 0.01},
    {"title": "Festival Sessions", "tracks": 4, "minutes_per_track": 3.0},
    {"title": "Acoustic B-sides", "tracks": 3, "minutes_per_track": 2.5},
]
SAMPLE_RATE = 16000
HOP = 512
