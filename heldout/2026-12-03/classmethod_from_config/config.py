TRAINER = {
    "in_dim": 256,
    "hidden": 256,
    "classes": 10,
    "init": "orthogonal",
    "folds": 4,
}
