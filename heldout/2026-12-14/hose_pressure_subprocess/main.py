import hydraulics
import runner

if __name__ == "__main__":
    lines = hydraulics.hose_lines(count=16, samples=20_000)
    drops = hydraulics.friction_loss(lines)
    print("worst friction loss:", round(float(drops.max()), 4))
    for engine in ("engine-1", "engine-4"):
        print(runner.run_pump_model(engine, samples=lines.shape[-1]))
