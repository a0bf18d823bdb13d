import json
import os

import scaling

HERE = os.path.dirname(os.path.abspath(__file__))

if __name__ == "__main__":
    with open(os.path.join(HERE, "kitchen.json")) as f:
        kitchen = json.load(f)
    ratios = scaling.ingredient_ratios(kitchen["recipes"], kitchen["ingredients"])
    print("mean top ratio:", round(float(ratios.amax(dim=1).mean()), 4))
    for covers, waste in scaling.scale_for_services(kitchen["services"], kitchen["start_method"]):
        print(f"{covers} covers: expected waste {waste:.3f}")
