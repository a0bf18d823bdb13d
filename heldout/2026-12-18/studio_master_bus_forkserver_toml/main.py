import buses
from farm import RenderFarm


def main():
    with RenderFarm("render.toml") as farm:
        r = farm.cfg["render"]
        n = r["sample_rate"] * r["seconds"]
        jobs = [(b["name"], buses.glue(buses.bus_audio(b["name"], n)), b["drive"]) for b in farm.cfg["bus"]]
        for name, level in farm.executor.map(buses.print_bus, jobs):
            print(f"{name:7s} printed level {level:.3f}")


if __name__ == "__main__":
    main()
