"""Run as a separate program: python stem_worker.py STEM_ID SECONDS -> prints JSON."""
import json
import sys

from loudness import short_term_loudness, stem_audio


def main(argv):
    stem_id, seconds = int(argv[1]), int(argv[2])
    st = short_term_loudness(stem_audio(stem_id, seconds))
    print(json.dumps({"stem": stem_id, "max_lufs": round(float(st.max()), 2)}))


if __name__ == "__main__":
    main(sys.argv)
