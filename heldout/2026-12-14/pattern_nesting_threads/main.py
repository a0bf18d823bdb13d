from nesting import Nester
import pieces

if __name__ == "__main__":
    nester = Nester(fabric_width_cm=150, workers=2)
    layout = pieces.cut_pieces(order_size=4000)
    print("closest piece gap:", round(nester.min_gap(layout), 5))
    for roll, yield_pct in nester.nest_rolls(["denim-A", "denim-B", "twill-C"]):
        print(f"{roll}: yield {yield_pct:.1f}%")
