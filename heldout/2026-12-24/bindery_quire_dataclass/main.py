import tomllib

import sewing
from folio import Quire

if __name__ == "__main__":
    with open("quire.toml", "rb") as f:
        quire = Quire(**tomllib.load(f)["quire"])
    print(quire.notes, float(quire.spine.mean()))
    print("stitches", sewing.sew(quire))
