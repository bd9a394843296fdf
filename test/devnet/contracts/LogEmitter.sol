// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// Emits many logs in one transaction: the stress case for receipt and log views.
contract LogEmitter {
    event Tick(address indexed sender, uint256 indexed index, bytes32 indexed tag, uint256 value, string note);

    function emitMany(uint256 count) external {
        for (uint256 i = 0; i < count; i++) {
            emit Tick(msg.sender, i, keccak256(abi.encodePacked(i)), i * 1000, "tick");
        }
    }

    /// Called through an EIP-7702 delegation: the code runs in the delegating account.
    function ping() external {
        emit Tick(msg.sender, 0, bytes32("ping"), 1, "delegated call");
    }
}
