import json

import gradients
import locos
from timetable import Timetable


def main():
    with open("layout.json") as f:
        cfg = json.load(f)
    table = Timetable()
    table.on_depart(gradients.render_gradients)
    table.on_depart(locos.dispatch_locos)
    print(table.depart(cfg))


if __name__ == "__main__":
    main()
