import config
from sweep import run_sweep

print("sweeping", len(config.LEARNING_RATES), "learning rates")
results = run_sweep(config.LEARNING_RATES, workers=config.WORKERS)
best_lr, best_loss = min(results, key=lambda r: r[1])
print("best lr", best_lr, "loss", best_loss)
