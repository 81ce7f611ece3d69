"""The shared rules of General Clumsy (RULES.md A): game state, actions and the game, movement,
fire, damage, vision, unit orders, engineering, reactions, air, drones, seasons, victory."""
