from loudness import short_term_loudness, stem_audio
from mixdown import measure_stems

STEMS = {1: "drums", 2: "bass", 3: "vocals", 4: "other"}
SECONDS = 15


def main():
    mix = sum(stem_audio(s, SECONDS) for s in STEMS)
    print(f"mix peak short-term loudness {float(short_term_loudness(mix).max()):.2f} dB")
    for r in measure_stems(sorted(STEMS), SECONDS):
        print(f"{STEMS[r['stem']]:7} {r['max_lufs']} dB")


if __name__ == "__main__":
    main()
