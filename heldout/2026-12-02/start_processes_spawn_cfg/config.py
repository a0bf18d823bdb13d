LAUNCH = {
    "nprocs": 2,
    "start_method": "spawn",
    "hidden": 512,
}
