// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// Three ways a call fails, one per kind of revert data a failed transaction's page decodes:
/// Error(string) from a require, Panic(0x11) from checked arithmetic, and a custom error.
contract Vault {
    error InsufficientBalance(uint256 available, uint256 required);

    mapping(address => uint256) public balanceOf;
    uint8 public level = 250;

    /// The deployer's payment is its balance here, so a withdrawal can ask for more than that.
    constructor() payable {
        balanceOf[msg.sender] = msg.value;
    }

    /// Reverts with Error("Vault: a deposit needs some ether") when sent no value.
    function deposit() external payable {
        require(msg.value > 0, "Vault: a deposit needs some ether");
        balanceOf[msg.sender] += msg.value;
    }

    /// Reverts with Panic(0x11) once level passes 255 (checked uint8 arithmetic).
    function raise(uint8 by) external {
        level += by;
    }

    /// Reverts with InsufficientBalance(available, required) when asked for more than is held.
    function withdraw(uint256 amount) external {
        uint256 available = balanceOf[msg.sender];
        if (amount > available) revert InsufficientBalance(available, amount);
        balanceOf[msg.sender] = available - amount;
        payable(msg.sender).transfer(amount);
    }
}
